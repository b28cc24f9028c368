/// Facts the readers write per file and the symbol table merges across the module, each declared once by its key:
/// a new table is a `FactKey` (where the fact is defined), the reader that writes it and the code that reads it,
/// with no field to add to `FileDeclarations` or `SymbolTable` and no merge to write by hand
/// (docs/architecture.md, "Adding a reader fact").
struct FactTables: Sendable {
    private var tables: [String: any FactTable & Sendable] = [:]

    /// The table `key` names: empty where no file wrote it.
    subscript<Table: FactTable & Sendable>(_ key: FactKey<Table>) -> Table {
        get { tables[key.name] as? Table ?? Table() }
        set { tables[key.name] = newValue }
        // Taken out while it is changed, so that an insertion does not copy the whole table.
        _modify {
            var table = tables.removeValue(forKey: key.name) as? Table ?? Table()
            defer { tables[key.name] = table }
            yield &table
        }
    }

    /// Each of `other`'s tables merged into this one's of the same key (`FactTable.merge`).
    mutating func merge(_ other: FactTables) {
        for (name, table) in other.tables {
            tables[name] = tables.removeValue(forKey: name).map { table.merged(into: $0) } ?? table
        }
    }
}

/// The name of a table and the type of its facts.
struct FactKey<Table: FactTable & Sendable> {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A table the module's files merge into one: a set's union, a dictionary whose first file to give a key keeps it
/// (files merge in the order the reader reads them), a list's concatenation.
protocol FactTable {
    init()
    mutating func merge(_ other: Self)
}

extension FactTable where Self: Sendable {
    /// `existing` (the same type, by its key) with this merged into it.
    func merged(into existing: any FactTable & Sendable) -> any FactTable & Sendable {
        guard var merged = existing as? Self else { return self }
        merged.merge(self)
        return merged
    }
}

extension Set: FactTable {
    mutating func merge(_ other: Self) { formUnion(other) }
}

extension Dictionary: FactTable {
    mutating func merge(_ other: Self) { merge(other) { first, _ in first } }
}

extension Array: FactTable {
    mutating func merge(_ other: Self) { append(contentsOf: other) }
}

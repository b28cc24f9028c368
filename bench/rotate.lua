-- wrk script: each connection rotates through the request bodies listed in a file (one path per line), so no
-- cache keyed on the body could flatter the figures. Usage: wrk ... -s rotate.lua URL -- LIST PATH [PREFER]
local requests = {}
local counter = 0

function init(args)
  local list, path, prefer = args[1], args[2], args[3]
  local headers = { ["Content-Type"] = "application/json" }
  -- A third argument is sent as the Prefer header (return=minimal).
  if prefer then headers["Prefer"] = prefer end
  for file in io.lines(list) do
    local handle = assert(io.open(file, "rb"))
    local body = handle:read("*a")
    handle:close()
    requests[#requests + 1] = wrk.format("POST", path, headers, body)
  end
  counter = math.random(#requests) - 1
end

function request()
  counter = counter % #requests + 1
  return requests[counter]
end

function done(summary, latency, requests_)
  io.write(string.format("RESULT requests=%d seconds=%.3f rps=%.1f p50_us=%d p99_us=%d errors_status=%d errors_other=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50), latency:percentile(99), summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end

-- wrk script for the soak's invalid load: rotates through bodies like rotate.lua and counts answers by class,
-- so 5xx (never allowed) and anything but 400/413/422 stand out. Usage: ... -s status.lua URL -- LIST PATH
local requests, counter, threads = {}, 0, {}

function setup(thread) table.insert(threads, thread) end

function init(args)
  for file in io.lines(args[1]) do
    local handle = assert(io.open(file, "rb"))
    requests[#requests + 1] = wrk.format("POST", args[2], { ["Content-Type"] = "application/json" }, handle:read("*a"))
    handle:close()
  end
  counter = math.random(#requests) - 1
  expected, server_errors, other = 0, 0, 0
end

function request()
  counter = counter % #requests + 1
  return requests[counter]
end

function response(status)
  if status >= 500 then server_errors = server_errors + 1
  elseif status == 400 or status == 413 or status == 422 then expected = expected + 1
  else other = other + 1 end
end

function done(summary)
  local e, s, o = 0, 0, 0
  for _, thread in ipairs(threads) do
    e = e + thread:get("expected"); s = s + thread:get("server_errors"); o = o + thread:get("other")
  end
  io.write(string.format("INVALID requests=%d refused_4xx=%d server_errors=%d other=%d socket_errors=%d\n",
    summary.requests, e, s, o, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end

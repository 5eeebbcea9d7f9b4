// The ceiling: a bare node:http server answering every request with a fixed JSON body of the
// given size (the shop's listing page 1), so the shop's numbers can be read as a ratio of it.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3701);
const size = Number(process.argv[3] ?? 4800);
const filler = 'x'.repeat(Math.max(0, size - 40));
const body = Buffer.from(JSON.stringify({ success: true, data: { filler } }).slice(0, size));
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(port, '127.0.0.1');

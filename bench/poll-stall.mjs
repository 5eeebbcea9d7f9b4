// The stall row's poll, in a process of its own: GET /healthz on one kept-alive connection every
// 5 ms, and the longest answer among those that end after the parent says "go" (the price changes
// are sent then). Its own small heap and event loop do nothing else, so the figure is not the bench
// process's garbage collection or its database and readiness calls (run-bench.ts's longestStall).
// Messages: the poll sends "ready" after its first answer; the parent sends "go", then "stop"; the
// poll answers { longestMs, answers } and exits.
import http from 'node:http';

const port = Number(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let from = Infinity;
let longest = 0;
let answers = 0;
let polling = true;

const get = () =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
      .on('error', reject);
  });

process.on('message', (message) => {
  if (message === 'go') from = performance.now();
  if (message === 'stop') polling = false;
});

while (polling) {
  const started = performance.now();
  await get();
  const ended = performance.now();
  if (answers === 0 && from === Infinity) process.send('ready');
  if (ended >= from) {
    longest = Math.max(longest, ended - started);
    answers++;
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
}
agent.destroy();
process.send({ longestMs: longest, answers }, () => process.exit(0));

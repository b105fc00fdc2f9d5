// The bench's ceiling (`scripts/bench.mjs`): Node's own HTTP server answering the small JSON body
// `/api/payments/methods` answers, in a process of its own as the API's server is. Prints its port.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'success', data: { methods: [{ id: 'CARD', name: 'Card' }] } });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

import net from 'node:net';

// The other end of the machine probe's round trips: sends back whatever it is sent, on a port it
// prints once it listens, and exits when its parent closes its standard input.
const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  socket.on('data', (chunk) => socket.write(chunk));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));

import {startS3Server} from '../../src/testing/s3Server.ts';

// The multi-host test's S3 server, run inside the services' namespace:
// `node test/multihost/s3Main.ts <address> <port>`. Prints its S3_* variables as one JSON line.
const [address = '127.0.0.1', port = '0'] = process.argv.slice(2);
const s3 = await startS3Server({address, port: Number(port)});
process.once('SIGTERM', () => {
  void s3.stop().then(() => process.exit(0));
});
process.stdout.write(`s3 ready ${JSON.stringify(s3.env)}\n`);

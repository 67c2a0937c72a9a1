// Runs the S3 driver against a real S3-compatible server (s3rver) in plain Node (the SDK's CommonJS build) and
// prints what it saw.
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { storePdf } from '../intake.js';
import { largePdf } from '../../testing/large-pdf.js';
import { s3StorageDriver } from '../s3.js';
import { S3_TEST_CREDENTIALS, startTestS3 } from './s3-server.js';

const s3 = await startTestS3();
const driver = s3StorageDriver({ bucket: s3.bucket, endpoint: s3.url, region: 'us-east-1', forcePathStyle: true, ...S3_TEST_CREDENTIALS });
const doc = await PDFDocument.create();
doc.addPage();
const pdf = Buffer.from(await doc.save());
const report: Record<string, unknown> = {};

const stored = await storePdf(driver, 'assessment-files', 'u1/a/b.pdf', Readable.from([pdf]), { bytes: 1024 * 1024, message: 'too big' }, 'u1');
report.storedSize = stored.size === pdf.length;
report.keyHolds = (await s3.object('assessment-files/u1/a/b.pdf'))?.equals(pdf) ?? false;
const chunks: Buffer[] = [];
for await (const chunk of await driver.get('assessment-files', 'u1/a/b.pdf')) chunks.push(chunk as Buffer);
report.readBack = Buffer.concat(chunks).equals(pdf);
const fromOffset: Buffer[] = [];
for await (const chunk of await driver.get('assessment-files', 'u1/a/b.pdf', { start: 100 })) fromOffset.push(chunk as Buffer);
report.readFromOffset = Buffer.concat(fromOffset).equals(pdf.subarray(100));
await driver.delete('assessment-files', 'u1/a/b.pdf');
report.deleted = (await s3.count()) === 0;
report.missingRejects = await driver.get('assessment-files', 'u1/a/b.pdf').then(() => false, () => true);

const big = Buffer.alloc(12 * 1024 * 1024, 32);
big.write('%PDF-1.7\n');
await driver.put('assessment-files', 'big.bin', Readable.from([big.subarray(0, 6_000_000), big.subarray(6_000_000)]), 'application/pdf');
report.multipart = (await s3.object('assessment-files/big.bin'))?.equals(big) ?? false;
await driver.delete('assessment-files', 'big.bin');

// A PDF above the part size through the PDF check, as a large library upload goes.
const largeDoc = Buffer.from(await largePdf(12 * 1024 * 1024, { title: 'Large' }));
const largeStored = await storePdf(driver, 'assessment-files', 'large.pdf', Readable.from([largeDoc.subarray(0, 7_000_000), largeDoc.subarray(7_000_000)]), { bytes: 20 * 1024 * 1024, message: 'too big' }, 'u1');
report.largePdf = largeStored.size === largeDoc.length && ((await s3.object('assessment-files/large.pdf'))?.equals(largeDoc) ?? false);
await driver.delete('assessment-files', 'large.pdf');

report.nonPdf = await storePdf(driver, 'assessment-files', 'x.pdf', Readable.from([Buffer.from('not a pdf at all')]), { bytes: 1024, message: 'too big' }, 'u1').then(
  () => 'stored',
  (error: Error) => error.message,
);
report.tooLarge = await storePdf(driver, 'assessment-files', 'y.pdf', Readable.from([big]), { bytes: 1024, message: 'too big' }, 'u1').then(
  () => 'stored',
  (error: Error) => error.message,
);
report.leftOver = await s3.count();
await s3.close();
process.stdout.write(`${JSON.stringify(report)}\n`);

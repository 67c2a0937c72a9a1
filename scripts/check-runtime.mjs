// Every npm script runs on the Node pinned by the `node` devDependency; this guards against a
// broken install where the system Node would silently be used instead.
const [major] = process.versions.node.split('.').map(Number);
if (major !== 24) {
  console.error(
    `Assess runs on Node 24 LTS, but npm scripts are using Node ${process.versions.node}.\n` +
      'Run `npm install` again so that the pinned Node (the "node" devDependency) is installed.',
  );
  process.exit(1);
}

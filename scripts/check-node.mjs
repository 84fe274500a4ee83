// Fails fast on a Node.js older than 22: the project runs on Node 24 through its
// `node` devDependency, so an older one means the scripts were started outside npm.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Seaward needs Node.js 22 or newer (found ${process.version}). Run it through npm (npm start, npm test), which uses the Node 24 from devDependencies.`,
  );
  process.exit(1);
}

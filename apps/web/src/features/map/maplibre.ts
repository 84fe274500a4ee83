import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// The ESM build looks for its worker beside itself; in the bundle it is an
// asset with a hashed name, served from our own origin (CSP script-src 'self').
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

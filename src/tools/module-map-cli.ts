import { writeModuleMap } from './module-map.js';

await writeModuleMap();
console.log('docs/architecture.md: module map written');

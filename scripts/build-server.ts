import path from 'node:path';
import { buildServer } from './server-bundle';

const bundle = await buildServer();
console.log(`Built the server into ${path.relative(process.cwd(), bundle)}`);

#!/usr/bin/env node
// Serves the production build (`build/`) on http://localhost:3000 (PORT to change it).
import {existsSync} from 'node:fs';
import {createStaticServer} from './lib/static-server.mjs';
import {parseScriptArgs} from './lib/args.mjs';

const port = Number(process.env.PORT ?? 3000);
const {
  positionals: [dir = 'build'],
} = parseScriptArgs('usage: [PORT=3000] npm run serve -- [build folder, default build]', {positionals: 1});
if (!existsSync(`${dir}/index.html`)) {
  console.error(`No site in ./${dir}. Run "npm run build" first.`);
  process.exit(1);
}
createStaticServer(dir, {log: process.env.LOG === '1'}).listen(port, '127.0.0.1', () => {
  console.log(`Serving ./${dir} at http://localhost:${port}`);
});

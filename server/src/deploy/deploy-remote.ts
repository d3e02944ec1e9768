import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_FOLDERS } from 'build-config/remotes';
import { ConfigError, loadDeploySettings } from '../config.ts';
import { DeployError, deployRemote, remoteNamed, rollbackRemote } from './deploy.ts';
import { listBuilds, readCurrent } from './deploy-store.ts';

const USAGE = `Usage: npm run deploy:remote -- <remote> [options]

  <remote>            ${Object.values(REMOTE_FOLDERS).join(' | ')}
  --from <dir>        publish an already built folder (e.g. admin-app/dist) instead of building from source
  --build-id <id>     id of this build and its URL folder (default: <version>-<UTC timestamp>)
  --no-activate       publish at its own URL without making it live (a canary; point at it with REMOTES_CONFIG)
  --rollback [<id>]   make a kept build live again (default: the one live before the current)
  --list              list the kept builds and the live one
  --keep <n>          builds kept per remote (default: DEPLOY_KEEP, 5)

Writes into DEPLOY_DIR (default DATA_DIR/deploy), which the running server reads; no restart needed.`;

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      'build-id': { type: 'string' },
      'no-activate': { type: 'boolean' },
      rollback: { type: 'boolean' },
      list: { type: 'boolean' },
      keep: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const settings = loadDeploySettings();
  const remote = remoteNamed(positionals[0] ?? '');
  const folder = REMOTE_FOLDERS[remote];
  if (values.list) {
    const live = readCurrent(settings.deployDir, folder)?.buildId;
    for (const build of listBuilds(settings.deployDir, folder)) {
      console.log(`${build.buildId === live ? '*' : ' '} ${build.buildId}  ${new Date(build.mtimeMs).toISOString()}`);
    }
    return;
  }
  if (values.rollback) {
    const buildId = rollbackRemote({ remote, deployDir: settings.deployDir, buildId: positionals[1] });
    console.log(`${folder} ${buildId} is live again.`);
    return;
  }
  const keep = values.keep ? Number(values.keep) : settings.keep;
  if (!Number.isInteger(keep) || keep < 1) throw new DeployError('--keep must be a whole number of at least 1.');
  const started = Date.now();
  const result = deployRemote({
    remote,
    deployDir: settings.deployDir,
    keep,
    // npm runs this in server/; a relative --from means where the command was typed.
    from: values.from ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from) : undefined,
    buildId: values['build-id'],
    activate: !values['no-activate'],
    log: (line) => console.log(line),
  });
  console.log(
    `${folder} ${result.buildId} ${result.activated ? 'is live' : 'is published (not live)'} at ${result.entry} ` +
      `(${Date.now() - started} ms, deploy dir ${settings.deployDir}).`,
  );
  if (result.pruned.length > 0) console.log(`Removed old builds: ${result.pruned.join(', ')}.`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof DeployError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

// `node --import ./scripts/support/register-ts.mjs …`: installs ts-hooks.mjs (TypeScript modules of lib/ in plain Node).
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);

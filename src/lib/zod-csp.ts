// zod 4 compiles object parsers with `new Function` unless told not to. Under the app's CSP
// (script-src 'self', no 'unsafe-eval') that probe is a reported violation, so zod runs jitless.
// Imported first by main.tsx: the setting is read when each schema is built.
import { config } from 'zod/v4/core';

config({ jitless: true });

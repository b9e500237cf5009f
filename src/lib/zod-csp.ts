// zod 4 compiles object parsers with `new Function` unless told not to. Under the app's CSP
// (script-src 'self', no 'unsafe-eval') that probe is a reported violation, so zod runs jitless.
// Imported first by main.tsx: the setting is read when each schema is built.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod in the
// page) and creates that object only when it is absent, so setting it here takes effect without
// importing zod. That keeps the entry free of the transport chunk (zod and axios), which then
// downloads after the first paint instead of competing with it. zod-csp.test.ts proves zod reads it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

// Databases, web frameworks, programming languages and cloud platforms. The software itself is
// free (open source or free to use); what costs money is hosting, so there is no single price.
import { L, type CatalogueEntry, type CategoryId } from '../types';

type Draft = Omit<CatalogueEntry, 'category'>;
const of = (category: CategoryId) => (e: Draft): CatalogueEntry => ({ ...e, category });
const db = of('database');
const fw = of('framework');
const lang = of('language');
const cloud = of('cloud');

const FREE = { model: 'free' } as const;

export const SOFTWARE: readonly CatalogueEntry[] = [
  db({
    id: 'postgresql', name: 'PostgreSQL', brand: 'PostgreSQL Global Development Group', aliases: ['postgres', 'postgre sql', 'psql', 'pg'], year: 1996,
    price: FREE, rating: 4.7, scores: [8.6, 7.8, 9.0, 9.6],
    specs: { kind: L('Relational (object-relational)', 'İlişkisel (nesne-ilişkisel)'), licence: L('PostgreSQL Licence (permissive open source)', 'PostgreSQL Lisansı (serbest açık kaynak)'), replication: L('Streaming and logical replication', 'Akış ve mantıksal replikasyon'), json: L('JSONB with indexing', 'İndekslenebilir JSONB'), managed: 'Amazon RDS/Aurora, Cloud SQL, Azure, Neon, Supabase' },
    pro: L('Standards-compliant, with rich types and extensions (PostGIS, pgvector)', 'Standartlara uygun; zengin veri tipleri ve eklentiler (PostGIS, pgvector)'),
    con: L('Needs tuning (vacuum, connection pooling) at scale', 'Büyük ölçekte ayar ister (vacuum, bağlantı havuzu)'),
  }),
  db({
    id: 'mysql', name: 'MySQL', brand: 'Oracle', aliases: ['my sql', 'mysql server'], year: 1995,
    price: FREE, rating: 4.5, scores: [8.0, 8.4, 8.6, 9.3],
    specs: { kind: L('Relational', 'İlişkisel'), licence: L('GPLv2 (Community) or commercial', 'GPLv2 (Community) veya ticari'), replication: L('Asynchronous, semi-synchronous, Group Replication', 'Asenkron, yarı senkron, Group Replication'), json: L('JSON type with functions', 'Fonksiyonlarıyla JSON tipi'), managed: 'Amazon RDS/Aurora, Cloud SQL, Azure, PlanetScale' },
    pro: L('Simple to run, with hosting support everywhere', 'Çalıştırması kolay; her barındırma hizmetinde destekli'),
    con: L('Fewer advanced SQL features than PostgreSQL', "PostgreSQL'e göre daha az gelişmiş SQL özelliği"),
  }),
  db({
    id: 'mongodb', name: 'MongoDB', brand: 'MongoDB Inc.', aliases: ['mongo', 'mongo db'], year: 2009,
    price: FREE, rating: 4.4, scores: [8.3, 8.6, 8.5, 8.8],
    specs: { kind: L('Document database', 'Doküman veritabanı'), licence: L('SSPL (source-available, not OSI open source)', 'SSPL (kaynağı açık, OSI onaylı açık kaynak değil)'), replication: L('Replica sets and sharding', 'Replica set ve sharding'), json: L('Native (BSON documents)', 'Yerel (BSON dokümanlar)'), managed: 'MongoDB Atlas' },
    pro: L('Flexible schema and easy horizontal scaling', 'Esnek şema ve kolay yatay ölçekleme'),
    con: L('Joins and multi-document transactions are less natural', 'Join ve çok dokümanlı işlemler daha zahmetli'),
  }),
  db({
    id: 'sqlite', name: 'SQLite', brand: 'SQLite Consortium', aliases: ['sqlite3', 'sq lite'], year: 2000,
    price: FREE, rating: 4.7, scores: [8.8, 9.2, 8.0, 9.8],
    specs: { kind: L('Embedded relational (a file, no server)', 'Gömülü ilişkisel (sunucusuz, tek dosya)'), licence: L('Public domain', 'Kamu malı'), replication: L('None built in (Litestream, LiteFS add it)', 'Yerleşik yok (Litestream, LiteFS ekliyor)'), json: L('Built-in JSON functions', 'Yerleşik JSON fonksiyonları'), managed: 'Turso, Cloudflare D1' },
    pro: L('Zero setup, runs everywhere', 'Kurulum gerektirmiyor, her yerde çalışıyor'),
    con: L('One writer at a time', 'Aynı anda tek yazıcı'),
  }),
  db({
    id: 'redis', name: 'Redis', brand: 'Redis Ltd.', aliases: ['redis db'], year: 2009,
    price: FREE, rating: 4.6, scores: [8.4, 8.6, 9.5, 8.8],
    specs: { kind: L('In-memory key-value store', 'Bellek içi anahtar-değer deposu'), licence: L('RSALv2/SSPLv1, and AGPLv3 since Redis 8', 'RSALv2/SSPLv1; Redis 8’den beri AGPLv3 de'), replication: L('Replicas and Redis Cluster', 'Replikalar ve Redis Cluster'), json: L('JSON data type (built into Redis 8)', 'JSON veri tipi (Redis 8’de yerleşik)'), managed: 'Redis Cloud, Amazon ElastiCache, Memorystore' },
    pro: L('Sub-millisecond reads for caches and queues', 'Önbellek ve kuyruklar için milisaniyenin altında okuma'),
    con: L('Data set must fit in memory; licence changed in 2024', 'Veri belleğe sığmalı; lisans 2024’te değişti'),
  }),

  fw({
    id: 'react', name: 'React', brand: 'Meta', aliases: ['react.js', 'reactjs', 'react js'], year: 2013,
    price: FREE, rating: 4.6, scores: [8.6, 8.0, 8.5, 9.6],
    specs: { language: 'JavaScript / TypeScript', kind: L('UI library', 'Arayüz kütüphanesi'), licence: 'MIT', maintainer: L('Meta and the community', 'Meta ve topluluk') },
    pro: L('Largest ecosystem and job market', 'En büyük ekosistem ve iş piyasası'),
    con: L('Routing, data and build tools are separate choices', 'Yönlendirme, veri ve derleme araçları ayrı seçimler'),
  }),
  fw({
    id: 'vue', name: 'Vue', brand: 'Evan You', aliases: ['vue.js', 'vuejs', 'vue js', 'vue 3'], year: 2014,
    price: FREE, rating: 4.6, scores: [8.8, 8.9, 8.6, 9.6],
    specs: { language: 'JavaScript / TypeScript', kind: L('Progressive UI framework', 'Kademeli arayüz çatısı'), licence: 'MIT', maintainer: L('Evan You and the core team', 'Evan You ve çekirdek ekip') },
    pro: L('Gentle learning curve and official router and state tools', 'Kolay öğrenme; resmi router ve durum yönetimi'),
    con: L('Smaller job market than React', "React'e göre daha küçük iş piyasası"),
  }),
  fw({
    id: 'angular', name: 'Angular', brand: 'Google', aliases: ['angular.js 2', 'angular 17', 'angular framework'], year: 2016,
    price: FREE, rating: 4.3, scores: [8.2, 7.2, 8.5, 9.4],
    specs: { language: 'TypeScript', kind: L('Full front-end framework', 'Tam kapsamlı ön yüz çatısı'), licence: 'MIT', maintainer: 'Google' },
    pro: L('Everything included: router, forms, HTTP, testing', 'Her şey dahil: router, formlar, HTTP, test'),
    con: L('Steep learning curve', 'Öğrenmesi zor'),
  }),
  fw({
    id: 'django', name: 'Django', brand: 'Django Software Foundation', aliases: ['django framework'], year: 2005,
    price: FREE, rating: 4.6, scores: [8.5, 8.6, 8.0, 9.6],
    specs: { language: 'Python', kind: L('Full-stack web framework', 'Tam yığın web çatısı'), licence: 'BSD-3-Clause', maintainer: 'Django Software Foundation' },
    pro: L('Admin panel, ORM and auth out of the box', 'Yönetim paneli, ORM ve kimlik doğrulama hazır'),
    con: L('Async support is still partial', 'Asenkron desteği hâlâ kısmi'),
  }),
  fw({
    id: 'nextjs', name: 'Next.js', brand: 'Vercel', aliases: ['nextjs', 'next js', 'next'], year: 2016,
    price: FREE, rating: 4.5, scores: [8.6, 8.2, 8.8, 9.2],
    specs: { language: 'JavaScript / TypeScript', kind: L('React framework (SSR, SSG, server components)', 'React çatısı (SSR, SSG, sunucu bileşenleri)'), licence: 'MIT', maintainer: 'Vercel' },
    pro: L('Server rendering and routing built in', 'Sunucu tarafı render ve yönlendirme dahili'),
    con: L('Some features work best on Vercel', 'Bazı özellikler en iyi Vercel’de çalışıyor'),
  }),
  fw({
    id: 'svelte', name: 'Svelte', brand: 'Svelte community', aliases: ['sveltekit', 'svelte kit', 'svelte 5'], year: 2016,
    price: FREE, rating: 4.6, scores: [8.9, 8.8, 9.0, 9.6],
    specs: { language: 'JavaScript / TypeScript', kind: L('Compiler-based UI framework', 'Derleyici tabanlı arayüz çatısı'), licence: 'MIT', maintainer: L('Rich Harris and the core team', 'Rich Harris ve çekirdek ekip') },
    pro: L('Small bundles and little boilerplate', 'Küçük paketler, az tekrar eden kod'),
    con: L('Smaller ecosystem', 'Daha küçük ekosistem'),
  }),
  fw({
    id: 'spring-boot', name: 'Spring Boot', brand: 'Broadcom (VMware)', aliases: ['spring', 'springboot', 'spring framework'], year: 2014,
    price: FREE, rating: 4.4, scores: [8.0, 7.6, 8.6, 9.4],
    specs: { language: 'Java / Kotlin', kind: L('Back-end application framework', 'Arka uç uygulama çatısı'), licence: 'Apache 2.0', maintainer: 'Broadcom (VMware)' },
    pro: L('Enterprise standard with a huge ecosystem', 'Devasa ekosistemli kurumsal standart'),
    con: L('Heavy memory use and much configuration magic', 'Yüksek bellek kullanımı ve çok fazla örtük yapılandırma'),
  }),

  lang({
    id: 'python', name: 'Python', brand: 'Python Software Foundation', aliases: ['python3', 'python 3'], year: 1991,
    price: FREE, rating: 4.7, scores: [8.8, 9.4, 6.8, 9.6],
    specs: { typing: L('Dynamic, optional type hints', 'Dinamik, isteğe bağlı tip ipuçları'), runtime: L('CPython interpreter', 'CPython yorumlayıcısı'), uses: L('Data science, AI, scripting, web back ends', 'Veri bilimi, yapay zekâ, betikler, web arka uçları'), licence: L('PSF licence', 'PSF lisansı') },
    pro: L('Readable and has a library for everything', 'Okunaklı; her iş için kütüphanesi var'),
    con: L('Slow for CPU-heavy code without native libraries', 'Yerel kütüphaneler olmadan işlemci yoğun kodda yavaş'),
  }),
  lang({
    id: 'javascript', name: 'JavaScript', brand: 'Ecma International', aliases: ['js', 'ecmascript', 'java script'], year: 1995,
    price: FREE, rating: 4.3, scores: [7.6, 8.4, 7.8, 9.6],
    specs: { typing: L('Dynamic', 'Dinamik'), runtime: L('Browsers, Node.js, Deno, Bun', 'Tarayıcılar, Node.js, Deno, Bun'), uses: L('Web front ends and back ends', 'Web ön ve arka uçları'), licence: L('Open standard (ECMAScript)', 'Açık standart (ECMAScript)') },
    pro: L('Runs in every browser', 'Her tarayıcıda çalışıyor'),
    con: L('Many historical quirks', 'Tarihsel birçok tuhaflık'),
  }),
  lang({
    id: 'typescript', name: 'TypeScript', brand: 'Microsoft', aliases: ['ts', 'type script'], year: 2012,
    price: FREE, rating: 4.6, scores: [8.8, 8.2, 7.8, 9.6],
    specs: { typing: L('Static, structural (compiles to JavaScript)', 'Statik, yapısal (JavaScript’e derlenir)'), runtime: L('Any JavaScript runtime', 'Her JavaScript çalışma ortamı'), uses: L('Large web applications', 'Büyük web uygulamaları'), licence: 'Apache 2.0' },
    pro: L('Catches bugs before runtime with great editor support', 'Hataları çalışmadan önce yakalıyor; çok iyi editör desteği'),
    con: L('A build step and complex types', 'Derleme adımı ve karmaşık tipler'),
  }),
  lang({
    id: 'go', name: 'Go', brand: 'Google', aliases: ['golang', 'go lang', 'go language'], year: 2009,
    price: FREE, rating: 4.5, scores: [8.4, 8.8, 8.8, 9.6],
    specs: { typing: L('Static, compiled', 'Statik, derlenen'), runtime: L('Native binaries with garbage collection', 'Çöp toplayıcılı yerel ikili dosyalar'), uses: L('Cloud services, CLIs, networking', 'Bulut servisleri, komut satırı araçları, ağ'), licence: 'BSD-3-Clause' },
    pro: L('Simple language, fast builds, easy deployment', 'Sade dil, hızlı derleme, kolay dağıtım'),
    con: L('Verbose error handling', 'Uzun hata yönetimi kodu'),
  }),
  lang({
    id: 'rust', name: 'Rust', brand: 'Rust Foundation', aliases: ['rust lang', 'rustlang'], year: 2015,
    price: FREE, rating: 4.7, scores: [9.0, 6.8, 9.7, 9.6],
    specs: { typing: L('Static, compiled, ownership and borrowing', 'Statik, derlenen, sahiplik ve ödünç alma'), runtime: L('Native binaries, no garbage collector', 'Yerel ikili dosyalar, çöp toplayıcı yok'), uses: L('Systems, WebAssembly, performance-critical services', 'Sistem yazılımı, WebAssembly, performans kritik servisler'), licence: 'MIT / Apache 2.0' },
    pro: L('C-like speed with memory safety', 'Bellek güvenliğiyle C’ye yakın hız'),
    con: L('Steep learning curve (the borrow checker)', 'Öğrenmesi zor (borrow checker)'),
  }),
  lang({
    id: 'java', name: 'Java', brand: 'Oracle', aliases: ['java se', 'openjdk', 'jdk'], year: 1995,
    price: FREE, rating: 4.3, scores: [7.8, 7.8, 8.7, 9.4],
    specs: { typing: L('Static, compiled to bytecode', 'Statik, bytecode’a derlenen'), runtime: 'JVM', uses: L('Enterprise back ends, Android', 'Kurumsal arka uçlar, Android'), licence: L('GPLv2 with Classpath Exception (OpenJDK)', 'GPLv2 + Classpath istisnası (OpenJDK)') },
    pro: L('Mature, fast JVM and huge talent pool', 'Olgun, hızlı JVM ve geniş yetenek havuzu'),
    con: L('Verbose compared with newer languages', 'Yeni dillere göre uzun kod'),
  }),

  cloud({
    id: 'aws', name: 'AWS', brand: 'Amazon', aliases: ['amazon web services', 'amazon aws'], year: 2006,
    price: { model: 'varies' }, rating: 4.5, scores: [7.8, 7.4, 9.3, 8.0],
    specs: { regions: L('30+ regions', '30+ bölge'), freeTier: L('12-month free tier plus always-free services', '12 aylık ücretsiz katman ve sürekli ücretsiz servisler'), known: L('Broadest service catalogue', 'En geniş servis kataloğu'), billing: L('Pay as you go, in USD', 'Kullandıkça öde, USD cinsinden') },
    pro: L('The widest choice of services and regions', 'En geniş servis ve bölge seçeneği'),
    con: L('Complex pricing and console', 'Karmaşık fiyatlandırma ve konsol'),
  }),
  cloud({
    id: 'google-cloud', name: 'Google Cloud', brand: 'Google', aliases: ['gcp', 'google cloud platform'], year: 2008,
    price: { model: 'varies' }, rating: 4.4, scores: [8.4, 8.2, 9.0, 8.2],
    specs: { regions: L('40+ regions', '40+ bölge'), freeTier: L('Trial credit plus always-free services', 'Deneme kredisi ve sürekli ücretsiz servisler'), known: L('Data, analytics (BigQuery) and Kubernetes', 'Veri, analitik (BigQuery) ve Kubernetes'), billing: L('Pay as you go, in USD', 'Kullandıkça öde, USD cinsinden') },
    pro: L('Strong data and AI tools', 'Güçlü veri ve yapay zekâ araçları'),
    con: L('Smaller enterprise footprint than AWS and Azure', 'Kurumsal pazarda AWS ve Azure’dan küçük'),
  }),
  cloud({
    id: 'azure', name: 'Microsoft Azure', brand: 'Microsoft', aliases: ['azure', 'ms azure'], year: 2010,
    price: { model: 'varies' }, rating: 4.3, scores: [7.8, 7.8, 9.0, 8.0],
    specs: { regions: L('60+ regions', '60+ bölge'), freeTier: L('12-month free tier plus always-free services', '12 aylık ücretsiz katman ve sürekli ücretsiz servisler'), known: L('Microsoft 365, Active Directory and .NET integration', 'Microsoft 365, Active Directory ve .NET entegrasyonu'), billing: L('Pay as you go, in USD', 'Kullandıkça öde, USD cinsinden') },
    pro: L('Fits companies already on Microsoft', 'Zaten Microsoft kullanan şirketlere uygun'),
    con: L('Portal and naming can be confusing', 'Portal ve adlandırma kafa karıştırabiliyor'),
  }),
];

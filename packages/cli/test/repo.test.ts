/**
 * The repository as CI installs it: `npm ci` needs a lock entry for every optional platform package
 * of the pinned Biome, although this registry serves only the Linux ones. The other platforms'
 * entries carry no download (npm skips them by os/cpu/libc), and must not be lost when the lock
 * file is rewritten.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/coverage.ts';

describe('package-lock.json', () => {
  it('has an entry for every platform package of @biomejs/biome (else npm ci fails)', () => {
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8'));
    const biome = lock.packages['node_modules/@biomejs/biome'];
    expect(biome?.version).toBe('2.6.8');
    for (const dep of Object.keys(biome.optionalDependencies)) {
      const entry = lock.packages[`node_modules/${dep}`];
      expect(entry, dep).toBeDefined();
      expect(entry.optional, dep).toBe(true);
      expect(entry.os?.length, dep).toBeGreaterThan(0);
    }
  });

  it('the package says which Node versions are tested', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('^20.12 || ^22');
    expect(pkg.devDependencies['@biomejs/biome']).toBe('2.6.8');
    expect(pkg.scripts.lint).toBe('biome check --error-on-warnings .');
  });
});

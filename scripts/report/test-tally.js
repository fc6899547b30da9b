// Adds up the test results the Jest, Playwright and fuzz tiers wrote (reports in .data/results)
// and prints one closing line, `tests: N passed, N failed[, N skipped]`, so a reader of the log
// (or a CI runner that knows neither tool) sees at a glance how many tests ran.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };

const fromJest = (report) => {
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
};

// Playwright's JSON reporter: stats.expected passed, unexpected failed, flaky passed on retry.
const fromPlaywright = (report) => {
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
};

// Schemathesis' JUnit report (the fuzz tier): one test case per API operation and association.
const fromJunit = (xml) => {
  const suites = xml.match(/<testsuites\b[^>]*>/);
  const count = (attr) => Number((suites?.[0].match(new RegExp(`\\b${attr}="(\\d+)"`)) ?? [])[1] ?? 0);
  const failed = count('failures') + count('errors');
  totals.failed += failed;
  totals.skipped += count('skipped');
  totals.passed += count('tests') - failed - count('skipped');
};

for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const text = fs.readFileSync(path.join(dir, name), 'utf8');
  if (name.endsWith('.xml')) {
    fromJunit(text);
    continue;
  }
  const report = JSON.parse(text);
  if (name.startsWith('jest-')) fromJest(report);
  else if (name.startsWith('playwright-')) fromPlaywright(report);
}

const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);

// Reads job cases as JSON on stdin (the shape readJob in src/job.js
// returns) and prints, for each, the page's job checks (jobChecks). The Go
// test web/job_test.go compares them with audit.CheckJob, phrase for phrase.
import { jobChecks } from '../src/job.js';

let input = '';
for await (const chunk of process.stdin) input += chunk;
process.stdout.write(JSON.stringify(JSON.parse(input).map(jobChecks)));

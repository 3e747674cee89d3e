// The answer check is imported on a request's first named answer; loaded here, before the test
// runs, that first request is not slower than a screen test's waits (ADR 243).
import '#web/lib/answer-check';

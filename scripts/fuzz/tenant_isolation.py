"""Schemathesis hooks for the fuzz stage: a response to one association must never carry
another association's data. scripts/fuzz/run.sh seeds a marker in each association (its tenant id
and a uniquely named application) and names the other association's markers in FUZZ_FORBIDDEN."""
import os

import schemathesis

FORBIDDEN = [marker for marker in os.environ.get("FUZZ_FORBIDDEN", "").split("\n") if marker]


@schemathesis.check
def no_other_tenant_data(ctx, response, case):
    # Binary answers (Excel templates and error files, file bytes) are searched as bytes: a marker
    # could hide inside them too, and they need not be valid UTF-8.
    text = (response.content or b"").decode("utf-8", errors="replace")
    for marker in FORBIDDEN:
        if marker in text:
            raise AssertionError(f"{case.method} {case.path} answered with another association's data ({marker!r})")
    return None

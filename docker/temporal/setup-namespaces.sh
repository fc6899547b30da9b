#!/bin/sh
# One-shot (temporal-setup service), run once the Temporal server is up: waits until the cluster
# answers SERVING, creates each namespace that is missing (TEMPORAL_NAMESPACES, "name=retention"
# pairs), registers the missing search attributes (TEMPORAL_SEARCH_ATTRIBUTES, "Name=Type" pairs:
# the list of scripts/stack/stack.sh, which scripts/check-compose.sh keeps equal), then waits until
# each namespace answers a query on all of them, so the workers never start a case the server would
# refuse for an attribute it does not know yet. Idempotent: a second run changes nothing.
set -eu

: "${TEMPORAL_ADDRESS:?}" "${TEMPORAL_NAMESPACES:?}" "${TEMPORAL_SEARCH_ATTRIBUTES:?}"
ATTEMPTS="${TEMPORAL_SETUP_ATTEMPTS:-60}"

retry() { # what, command...
  what="$1"; shift
  n=1
  until "$@" >/dev/null 2>&1; do
    [ "$n" -lt "$ATTEMPTS" ] || { echo "temporal-setup: gave up: $what" >&2; "$@"; exit 1; }
    n=$((n + 1))
    sleep 2
  done
}

retry "cluster health at $TEMPORAL_ADDRESS" temporal operator cluster health --address "$TEMPORAL_ADDRESS"
echo "temporal-setup: cluster at $TEMPORAL_ADDRESS is serving"

probe=""
for attr in $TEMPORAL_SEARCH_ATTRIBUTES; do
  probe="${probe:+$probe AND }${attr%%=*} = 'setup-probe'"
done

for pair in $TEMPORAL_NAMESPACES; do
  ns="${pair%%=*}" retention="${pair#*=}"
  if temporal operator namespace describe --namespace "$ns" --address "$TEMPORAL_ADDRESS" >/dev/null 2>&1; then
    echo "temporal-setup: namespace $ns exists"
  else
    retry "create namespace $ns" temporal operator namespace create --namespace "$ns" \
      --retention "$retention" --address "$TEMPORAL_ADDRESS"
    echo "temporal-setup: namespace $ns created (retention $retention)"
  fi
  # A namespace just created takes a few seconds to reach every frontend's cache.
  n=1
  until listing="$(temporal operator search-attribute list --namespace "$ns" --address "$TEMPORAL_ADDRESS" 2>&1)"; do
    [ "$n" -lt "$ATTEMPTS" ] || { echo "temporal-setup: gave up listing search attributes of $ns: $listing" >&2; exit 1; }
    n=$((n + 1))
    sleep 2
  done
  for attr in $TEMPORAL_SEARCH_ATTRIBUTES; do
    name="${attr%%=*}" type="${attr#*=}"
    if printf '%s\n' "$listing" | grep -qw "$name"; then continue; fi
    retry "create search attribute $name in $ns" temporal operator search-attribute create \
      --namespace "$ns" --name "$name" --type "$type" --address "$TEMPORAL_ADDRESS"
    echo "temporal-setup: search attribute $name ($type) registered in $ns"
  done
  retry "namespace $ns answering: $probe" temporal workflow list --namespace "$ns" \
    --query "$probe" --limit 1 --address "$TEMPORAL_ADDRESS"
  echo "temporal-setup: namespace $ns answers queries on every search attribute"
done
echo "temporal-setup: done"

// Plain JavaScript that any Node since 14 parses: an older Node must get this far to say what it lacks.

/** The Node major version Nada runs on (package.json's `engines`, scripts/bootstrap.sh's NODE_MAJOR). */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * Why the `nada` command cannot run on Node `version` (as in `process.versions.node`), in words that
 * say what to do; null when it can.
 */
export function nodeVersionProblem(version) {
  const major = Number(String(version).split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `nada needs Node ${REQUIRED_NODE_MAJOR} or later, and this is Node ${version}. ` +
    `From the repository, \`./run nada …\` runs it with the project's Node ${REQUIRED_NODE_MAJOR} ` +
    `(installed into .node/ on first use); or put Node ${REQUIRED_NODE_MAJOR} first on PATH.`
  );
}

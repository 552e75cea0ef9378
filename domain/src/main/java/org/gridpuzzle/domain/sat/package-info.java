/** The SAT interface the planners and reachability take (solver, factory, status), and CNF; encodings are internal. */
package org.gridpuzzle.domain.sat;

/** Flood-It: boards as coloured graphs, their contraction, Fixed and Free rules, exact and heuristic solvers, bounds and replay. */
package org.gridpuzzle.domain.floodit;

/** Limits of a search (time, nodes, cancellation) and the budget a run checks against them. */
package org.gridpuzzle.domain.search;

/** Running external solvers (SAT, ASP, constraint): command lines, limits, cancellation, no orphans. */
package org.gridpuzzle.process;

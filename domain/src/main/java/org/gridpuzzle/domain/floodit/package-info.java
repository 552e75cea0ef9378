/**
 * Flood-It's model and answers: boards, modes, moves, the answer and the algorithm chosen with its reason, the graphs
 * of Vertex-Cover boards. The solvers and bounds are in {@code floodit.internal}; {@code org.gridpuzzle.domain.FloodIt}
 * runs them.
 */
package org.gridpuzzle.domain.floodit;

/** Flood-It use cases: solve, check, bound, generate, and the Vertex-Cover reduction. */
package org.gridpuzzle.application.port.in.floodit;

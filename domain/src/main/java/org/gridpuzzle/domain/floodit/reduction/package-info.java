/** Meeks and Scott's Vertex-Cover reduction to 2×n boards. */
package org.gridpuzzle.domain.floodit.reduction;

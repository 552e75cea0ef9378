/** Sokoban and Snowman use cases: plan by SAT, check a plan. */
package org.gridpuzzle.application.port.in.planning;

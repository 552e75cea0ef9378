/** External planners: Sokoban as answer set programming (gringo, clasp), Snowman as constraint models (minizinc). */
package org.gridpuzzle.adapter.planner;

/** External planners: Sokoban as answer set programming (our models; gringo and clasp as watched processes). */
package org.gridpuzzle.adapter.planner;

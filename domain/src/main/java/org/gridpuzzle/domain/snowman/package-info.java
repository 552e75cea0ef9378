/** A Good Snowman Is Hard To Build: levels, rules, replay, breadth-first search and the SAT encoding. */
package org.gridpuzzle.domain.snowman;

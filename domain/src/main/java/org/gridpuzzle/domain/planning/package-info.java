/** Planning as SAT: the growing formula f(T), step semantics, strategies (sequential, parallel, recipe) and plan rendering; games plug in through {@link org.gridpuzzle.domain.planning.internal.GameEncoding}. */
package org.gridpuzzle.domain.planning;

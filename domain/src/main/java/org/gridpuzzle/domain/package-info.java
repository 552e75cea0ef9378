/** Facades for callers who want answers without adapters: {@link org.gridpuzzle.domain.Suguru}, {@link org.gridpuzzle.domain.FloodIt}, {@link org.gridpuzzle.domain.Sokoban}, {@link org.gridpuzzle.domain.Snowman}. The packages below hold the models and algorithms; pure Java, no I/O. */
package org.gridpuzzle.domain;

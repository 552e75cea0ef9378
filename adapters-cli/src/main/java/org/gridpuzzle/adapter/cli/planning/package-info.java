/** {@code gridpuzzle sokoban} and {@code gridpuzzle snowman}: plan (search, A*, SAT, ASP, CSP) and check plans. */
package org.gridpuzzle.adapter.cli.planning;

/** {@code gridpuzzle suguru}: solve, verify, count, generate, hint and explain, with their presenters. */
package org.gridpuzzle.adapter.cli.suguru;

/** {@code gridpuzzle floodit}: solve, check, bound, generate and reduce-vc, with their presenters. */
package org.gridpuzzle.adapter.cli.floodit;

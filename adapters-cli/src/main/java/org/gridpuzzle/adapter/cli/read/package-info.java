/** {@code gridpuzzle read}: any input read by the same strict readers as the other commands, and described. */
package org.gridpuzzle.adapter.cli.read;

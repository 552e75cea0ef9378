/** The command line: the root command, the pieces its command families share (mixins, error wording, JSON output) and the Dagger-backed command factory; what the lab's command line shares too is in clikit. */
package org.gridpuzzle.adapter.cli;

/** The command line: the root command, the pieces command families share (converters, mixins, exit codes, error wording, JSON output) and the Dagger-backed command factory. */
package org.gridpuzzle.adapter.cli;

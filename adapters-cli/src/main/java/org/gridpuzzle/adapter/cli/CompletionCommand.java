package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.ExitCodes;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code completion bash|zsh}: a completion script for the whole command tree, written to stdout.
 * One script serves both shells: picocli's script loads zsh's {@code bashcompinit} itself.
 */
@Command(name = "completion",
        description = "Print a shell completion script: source <(gridpuzzle completion bash), "
                + "or for zsh: source <(gridpuzzle completion zsh).",
        footer = {"%nTo install it for every new shell:",
            "  bash: gridpuzzle completion bash > ~/.local/share/bash-completion/completions/gridpuzzle",
            "  zsh:  gridpuzzle completion zsh > ~/.zfunc/_gridpuzzle.zsh and 'source' it from ~/.zshrc"})
public final class CompletionCommand implements Callable<Integer> {

    /** The shells the script supports. */
    public enum Shell { bash, zsh }

    @Parameters(paramLabel = "SHELL", description = "bash or zsh.")
    Shell shell;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        CommandLine root = spec.commandLine().getParent();
        String script = AutoComplete.bash(root.getCommandName(), root);
        if (shell == Shell.zsh) {
            script = "# zsh: this script loads bashcompinit and registers the same completions\n" + script;
        }
        spec.commandLine().getOut().print(script);
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}

package org.gridpuzzle.adapter.cli.suguru;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dagger.multibindings.StringKey;
import org.gridpuzzle.clikit.CommandFamily;

/** Contributes the Suguru family and its subcommands to the command tree. */
@Module
public interface SuguruCliModule {

    @Binds
    @IntoMap
    @StringKey("suguru")
    CommandFamily family(SuguruCommand command);

    @Binds
    @IntoMap
    @ClassKey(SuguruCommand.class)
    Object suguru(SuguruCommand command);

    @Binds
    @IntoMap
    @ClassKey(SuguruSolveCommand.class)
    Object solve(SuguruSolveCommand command);

    @Binds
    @IntoMap
    @ClassKey(SuguruVerifyCommand.class)
    Object verify(SuguruVerifyCommand command);

    @Binds
    @IntoMap
    @ClassKey(SuguruCountCommand.class)
    Object count(SuguruCountCommand command);

    @Binds
    @IntoMap
    @ClassKey(SuguruGenerateCommand.class)
    Object generate(SuguruGenerateCommand command);

    @Binds
    @IntoMap
    @ClassKey(SuguruExplainCommand.class)
    Object explain(SuguruExplainCommand command);
}


package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.suguru.CountSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase;
import org.gridpuzzle.application.service.suguru.CountSuguruService;
import org.gridpuzzle.application.service.suguru.ExplainSuguruService;
import org.gridpuzzle.application.service.suguru.GenerateSuguruService;
import org.gridpuzzle.application.service.suguru.SolveSuguruService;
import org.gridpuzzle.application.service.suguru.VerifySuguruService;

/** The Suguru use cases and the services that implement them. */
@Module
public interface SuguruApplicationModule {

    @Binds
    SolveSuguruUseCase solve(SolveSuguruService service);

    @Binds
    VerifySuguruUseCase verify(VerifySuguruService service);

    @Binds
    CountSuguruUseCase count(CountSuguruService service);

    @Binds
    GenerateSuguruUseCase generate(GenerateSuguruService service);

    @Binds
    ExplainSuguruUseCase explain(ExplainSuguruService service);
}


package org.gridpuzzle.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.stream.Stream;
import org.gridpuzzle.adapter.cli.archfixture.FileReadingCommand;
import org.gridpuzzle.adapter.file.Tokens;
import org.gridpuzzle.application.archfixture.CyclingService;
import org.gridpuzzle.application.port.in.archfixture.SolveEverythingUseCase;
import org.gridpuzzle.application.port.out.archfixture.LoadEverythingPort;
import org.gridpuzzle.domain.archfixture.PrintingSolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Shows that each rule bites: the deliberately bad classes of the archfixture packages break every one. */
class ArchitectureRulesBiteTest {

    private static final JavaClasses BAD = new ClassFileImporter().importClasses(PrintingSolver.class, CyclingService.class,
            SolveEverythingUseCase.class, LoadEverythingPort.class, FileReadingCommand.class, Tokens.class);

    static Stream<Arguments> rules() {
        return Stream.of(
                Arguments.of("1 domain", ArchitectureRules.domain_depends_on_nothing_but_java, "java.io.File"),
                Arguments.of("2 application", ArchitectureRules.application_depends_only_on_domain_java_and_jakarta_inject,
                        "picocli.CommandLine"),
                Arguments.of("3 adapters", ArchitectureRules.adapters_never_use_each_other, "Tokens"),
                Arguments.of("4 picocli", ArchitectureRules.picocli_only_in_cli_adapter_and_bootstrap, "CyclingService"),
                Arguments.of("4 dagger", ArchitectureRules.dagger_only_in_bootstrap_and_modules, "dagger.Lazy"),
                Arguments.of("5 in->out", ArchitectureRules.incoming_ports_do_not_reference_outgoing_ports, "LoadEverythingPort"),
                Arguments.of("5 out->in", ArchitectureRules.outgoing_ports_do_not_reference_incoming_ports, "SolveEverythingUseCase"),
                Arguments.of("5 port kinds", ArchitectureRules.ports_are_interfaces_or_records, "is a class in a port package"),
                Arguments.of("6 cycles", ArchitectureRules.no_cycles_between_top_level_slices, "Cycle detected"),
                Arguments.of("6 streams", ArchitectureRules.no_standard_streams_outside_bootstrap, "System.out"),
                Arguments.of("6 generic exceptions", ArchitectureRules.no_generic_exceptions, "RuntimeException"),
                Arguments.of("6 field injection", ArchitectureRules.no_field_injection, "CyclingService.solver"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void rule_reports_the_bad_class(String name, ArchRule rule, String expectedInReport) {
        EvaluationResult result = rule.evaluate(BAD);
        assertThat(result.hasViolation()).as(name).isTrue();
        assertThat(String.join("\n", result.getFailureReport().getDetails())).contains(expectedInReport);
    }
}

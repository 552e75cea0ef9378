package org.gridpuzzle.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import org.gridpuzzle.adapter.echo.EchoFrontEnd;
import org.junit.jupiter.api.Test;

/**
 * A new front end takes one package: {@code adapter.echo} (test code here) calls a use case, so it is a driving adapter
 * by what it does, and the role rules cover it without naming it; it keeps them all. (Wiring it is the composition
 * root's: one Dagger binding, as for the command line and the web.)
 */
class NewFrontEndTest {

    private static final JavaClasses WITH_ECHO = new ClassFileImporter()
            .withImportOption(location -> new ImportOption.DoNotIncludeTests().includes(location)
                    || location.contains("org/gridpuzzle/adapter/echo"))
            .withImportOption(new ArchitectureRules.ExcludeTestFixtures())
            .importPackages("org.gridpuzzle.adapter", "org.gridpuzzle.application", "org.gridpuzzle.domain");

    @Test
    void the_new_front_end_is_a_driving_adapter_by_what_it_does() {
        JavaClass echo = WITH_ECHO.get(EchoFrontEnd.class);
        assertThat(ArchitectureRules.IN_A_DRIVING_ADAPTER.test(echo)).isTrue();
        assertThat(ArchitectureRules.IN_A_DRIVEN_ADAPTER.test(echo)).isFalse();
        assertThat(ArchitectureRules.IN_A_DRIVING_ADAPTER.test(WITH_ECHO.get(
                "org.gridpuzzle.adapter.web.WebServer"))).isTrue();
        assertThat(ArchitectureRules.IN_A_DRIVEN_ADAPTER.test(WITH_ECHO.get(
                "org.gridpuzzle.adapter.file.FormatRegistry"))).isTrue();
    }

    @Test
    void the_role_rules_cover_it_and_it_keeps_them() {
        for (ArchRule rule : List.of(ArchitectureRules.every_adapter_is_driving_or_driven,
                ArchitectureRules.driving_adapters_do_no_file_io,
                ArchitectureRules.driving_adapters_reach_domain_algorithms_only_through_use_cases,
                ArchitectureRules.adapters_never_use_each_other)) {
            assertThat(rule.evaluate(WITH_ECHO).getFailureReport().getDetails()).as(rule.getDescription()).isEmpty();
        }
    }
}

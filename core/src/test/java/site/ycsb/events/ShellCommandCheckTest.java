package site.ycsb.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.config.UsageException;

/** A user's shell command whose program the shell would not find is refused before anything runs. */
@EnabledOnOs(OS.LINUX)
class ShellCommandCheckTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiterString = " => ", value = {
      "kill -9 $(cat /tmp/pid); bin/local-cassandra start => kill,bin/local-cassandra",
      "ssh db3 sudo systemctl kill -s KILL cassandra => ssh",
      "echo \"a; b\" && sleep 1 || true => echo,sleep,true",
      "FOO=1 env => env",
      "docker pause n3 2>&1 >/dev/null & wait => docker,wait",
      "cd /opt/db && ./start.sh => cd",
      "PATH=/opt/bin:$PATH dbctl start => ''",
      "f() { nosuch; }; f => ''",
      "(nosuch) => ''",
      "if true; then nosuch; fi => ''",
      "\"$HOME/bin/x\" => ''",
      "test $YCSB_STEP_THREADS -lt 2 || { echo 23; exit 1; } => test",
      "cat <<EOF => cat"})
  void theProgramsOfACommandAreItsCommandWordsUpToWhatCouldChangeThem(String command, String programs) {
    assertThat(String.join(",", ShellCommandCheck.programs(command))).isEqualTo(programs);
  }

  @Test
  void aCommandThatDoesNotResolveIsOneUsageLineNamingIt() {
    assertThatThrownBy(() -> ShellCommandCheck.requireResolvable("events: '50%:nosuchcmd-xyz'", "nosuchcmd-xyz"))
        .isInstanceOf(UsageException.class)
        .hasMessage("events: '50%:nosuchcmd-xyz': the shell finds no command 'nosuchcmd-xyz' (not a builtin, not on"
            + " PATH, not an executable file); expected a command that exists on this machine");
    assertThatThrownBy(() -> ShellCommandCheck.requireResolvable("x", "echo start; ./no/such/script.sh"))
        .hasMessageContaining("no command './no/such/script.sh'");
  }

  @Test
  void builtinsProgramsOnThePathAndExecutableFilesResolve() {
    assertThatCode(() -> ShellCommandCheck.requireResolvable("x", "true; echo ok | cat > /dev/null; /bin/sh -c 'exit 0'"))
        .doesNotThrowAnyException();
  }
}
